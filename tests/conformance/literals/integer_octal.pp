notice(0777)
notice(010)
