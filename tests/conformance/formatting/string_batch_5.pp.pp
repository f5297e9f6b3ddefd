notice(String(10, '%f'))
notice(String(10, '%e'))
notice(String(10, '%a'))
