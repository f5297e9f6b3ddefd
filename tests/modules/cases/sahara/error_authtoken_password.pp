include sahara
include sahara::service::api
