notice(ScalarData[1])
