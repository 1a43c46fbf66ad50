#!/usr/bin/env bash
# Deploys the CDK app (infra/) to a running LocalStack with cdklocal. See README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

# LocalStack accepts any credentials; these keep the CLI away from a real AWS account.
export AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test AWS_REGION=eu-north-1 AWS_DEFAULT_REGION=eu-north-1
export AWS_ENDPOINT_URL="${AWS_ENDPOINT_URL:-http://localhost:4566}"

if ! curl -fsS "$AWS_ENDPOINT_URL/_localstack/health" >/dev/null; then
  echo "LocalStack is not answering at $AWS_ENDPOINT_URL: start it with 'docker compose -f localstack/docker-compose.yml up -d'." >&2
  exit 1
fi
if [ ! -f web/dist/index.html ]; then
  echo "No SPA build in web/dist: build it first (npm run build)." >&2
  exit 1
fi

# cdklocal wraps the aws-cdk CLI (the project's version) and points it at LocalStack.
cdklocal() { npx --yes --package aws-cdk-local@3.0.4 --package aws-cdk@2.1148.1 -- cdklocal "$@"; }
context=(-c account=000000000000 -c region=eu-north-1)

# With no arguments every stack; otherwise the given stack names and options.
[ $# -eq 0 ] && set -- --all

cdklocal bootstrap "${context[@]}"
cdklocal deploy --require-approval never "${context[@]}" "$@"
