notice(sprintf('%g', 123456789))
