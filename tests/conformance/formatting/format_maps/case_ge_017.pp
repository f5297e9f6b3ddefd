notice(String(true, '%f'))
