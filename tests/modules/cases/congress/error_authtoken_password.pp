include congress
include congress::server
