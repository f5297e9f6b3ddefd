include aodh
include aodh::api
