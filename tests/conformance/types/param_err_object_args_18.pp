notice(Error[{kind => default}])
