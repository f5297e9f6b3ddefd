notice(Error[{kind => 'a', issue_code => /b/}])
