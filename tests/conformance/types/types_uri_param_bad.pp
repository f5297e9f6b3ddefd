notice(URI[{bogus => 1}])
