include mistral
include mistral::api
