include octavia
include octavia::api
