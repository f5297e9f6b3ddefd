notice(String(1234.5, '%g'), String(0.0001, '%g'), String(0.00001, '%g'), String(1e10, '%G'), String(1e-10, '%G'), String(1.0, '%#g'), String(123456789.0, '%.3g'))
