notice(String(1234.5, '%e'), String(1234.5, '%E'), String(1234.5, '%.2e'), String(0.000123, '%e'), String(1e300, '%e'), String(-1.5, '%+12.3e'))
