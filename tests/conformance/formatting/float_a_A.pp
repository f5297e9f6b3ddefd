notice(String(1.0, '%a'), String(0.1, '%a'), String(255.5, '%A'), String(-2.0, '%a'), String(1.0, '%.2a'), String(3.0, '%+a'))
