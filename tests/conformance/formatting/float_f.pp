notice(String(3.14159, '%f'), String(3.14159, '%.2f'), String(3.14159, '%10.3f'), "${String(3.14159, '%-10.3f')}|", String(3.14159, '%010.3f'))
notice(String(2.5, '%.0f'), String(3.5, '%.0f'), String(-0.0, '%f'), String(1e20, '%.1f'))
