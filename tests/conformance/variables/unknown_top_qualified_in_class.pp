class app { $port = 80 }
include app
notice($::app::port)
notice("${::app::port}")
notice($::app::host)
