include redis
