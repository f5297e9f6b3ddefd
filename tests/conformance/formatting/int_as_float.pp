notice(String(3, '%f'), String(3, '%.2f'), String(3, '%e'), String(1000000, '%g'), String(3, '%a'), String(-3, '%+.1E'))
