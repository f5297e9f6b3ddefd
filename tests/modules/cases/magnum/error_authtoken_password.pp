include magnum
include magnum::api
