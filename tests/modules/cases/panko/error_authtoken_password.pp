include panko
include panko::api
