include manila
include manila::api
