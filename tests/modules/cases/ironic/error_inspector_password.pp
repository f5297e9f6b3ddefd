include ironic
include ironic::inspector
