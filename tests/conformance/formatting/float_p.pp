notice(String(3.14, '%p'), String(1.0, '%p'), String(1e-5, '%p'), String(3.14159, '%.3p'), "${String(3.14, '%8p')}|")
