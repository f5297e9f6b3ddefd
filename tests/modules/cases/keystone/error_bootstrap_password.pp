include keystone
include keystone::bootstrap
