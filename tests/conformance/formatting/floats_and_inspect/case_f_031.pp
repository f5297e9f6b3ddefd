notice(String(1e300*1e10, '%f'))
