notice(Error[{issue_code => 'x'}])
