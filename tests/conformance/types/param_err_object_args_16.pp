notice(Error[{nope => 1}])
