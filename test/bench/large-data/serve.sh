#!/bin/bash
# usage: serve.sh start|stop NAME REPO PORT: the reference server of REPO (built) on PORT, data in /tmp/bigdata-NAME
cmd=$1; name=$2; repo=$3; port=$4
if [ "$cmd" = start ]; then
  cd $repo && (setsid env PORT=$port DATA_DIR=/tmp/bigdata-$name TEST_CONTROLS=1 node_modules/.bin/tsx src/server/main.ts > /tmp/large-data-srv-$name.log 2>&1 & echo $! > /tmp/large-data-srv-$name.pid)
  for i in $(seq 1 100); do curl -sf localhost:$port/api/Health >/dev/null && echo up && exit 0; sleep 0.5; done; echo notup
else
  kill -- -$(cat /tmp/large-data-srv-$name.pid); sleep 1; echo down
fi
