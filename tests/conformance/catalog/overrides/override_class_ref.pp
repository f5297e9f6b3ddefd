class web($port = 80) { notice("port ${port}") }
include web
Class['web'] { port => 8080 }
