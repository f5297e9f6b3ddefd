include gnocchi
include gnocchi::api
