notice(redisget('version.myapp', 'redis://127.0.0.1:1', 'fallback'))
