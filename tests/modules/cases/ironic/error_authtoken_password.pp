include ironic
include ironic::api
