include heat
include heat::keystone::authtoken
