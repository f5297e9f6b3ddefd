define d() {}
include d
