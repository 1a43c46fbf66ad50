#!/usr/bin/env bash
# Deploys the portal's data layer (the stateful stack: DynamoDB table, EventBridge bus, SQS
# queues, secrets, the receipts' bucket) to LocalStack with cdklocal, then runs the API tests'
# data-layer subset against LocalStack's DynamoDB and the deployed table. README.md says exactly
# what runs on LocalStack and what does not.
#
#   LOCALSTACK_AUTH_TOKEN=… ./localstack/deploy.sh            # the stage "localstack"
#   LOCALSTACK_AUTH_TOKEN=… STAGE=demo ./localstack/deploy.sh # another stage's stack names
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${LOCALSTACK_AUTH_TOKEN:-}" ]; then
  echo "LOCALSTACK_AUTH_TOKEN is not set: LocalStack's images start only with an auth token since March 2026 (app.localstack.cloud → Auth Tokens)." >&2
  exit 1
fi
export LOCALSTACK_AUTH_TOKEN

stage="${STAGE:-localstack}"
region=eu-north-1
account=000000000000

# LocalStack accepts any credentials; these keep the CLI and the tests away from a real AWS account.
export AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test AWS_REGION="$region" AWS_DEFAULT_REGION="$region"
unset AWS_PROFILE AWS_SESSION_TOKEN
export AWS_ENDPOINT_URL="${AWS_ENDPOINT_URL:-http://localhost:4566}"
# The CDK CLI uploads assets to S3 with virtual-hosted-style addresses (<bucket>.<host>): S3 needs a
# host name whose subdomains resolve to LocalStack; *.localhost.localstack.cloud resolves to 127.0.0.1.
export AWS_ENDPOINT_URL_S3="${AWS_ENDPOINT_URL_S3:-http://s3.localhost.localstack.cloud:4566}"

healthy() { curl -fsS "$AWS_ENDPOINT_URL/_localstack/health" >/dev/null 2>&1; }
if ! healthy; then
  echo "Starting LocalStack (localstack/docker-compose.yml)…"
  docker compose -f localstack/docker-compose.yml up -d
  for _ in $(seq 1 60); do
    healthy && break
    sleep 2
  done
  if ! healthy; then
    echo "LocalStack is not answering at $AWS_ENDPOINT_URL: see 'docker compose -f localstack/docker-compose.yml logs'." >&2
    exit 1
  fi
fi

# `cdk synth` builds every stack of the app, the web stack with the SPA's files: build them once.
if [ ! -f web/dist/index.html ]; then
  npm run build:web
fi

# cdklocal wraps the project's aws-cdk CLI version and points it at LocalStack.
cdklocal() { npx --yes --package aws-cdk-local@3.0.4 --package aws-cdk@2.1148.1 -- cdklocal "$@"; }
context=(-c "account=$account" -c "region=$region" -c "stage=$stage")
stack="$(node --import tsx -e "import { portalNames } from './infra/names.ts'; process.stdout.write(portalNames(process.argv[1]).stacks.stateful)" "$stage")"
outputs=localstack/.outputs.json

cdklocal bootstrap "${context[@]}" "aws://$account/$region"
cdklocal deploy --require-approval never --exclusively --outputs-file "$outputs" "${context[@]}" "$stack"

table="$(node -e "const outputs = require(process.argv[1]); process.stdout.write(outputs[process.argv[2]].TableName)" "$PWD/$outputs" "$stack")"
echo "Deployed $stack with the table $table; running the data-layer tests against LocalStack's DynamoDB…"

# The DynamoDB client's contract, every repository's index keys (each on a table of its own,
# made from the declaration) and the deployed table's keys, indexes and TTL.
API_TESTS_DYNAMODB_ENDPOINT="$AWS_ENDPOINT_URL" DEPLOYED_TABLE_NAME="$table" npm run test:data-layer
