include barbican
include barbican::api
