notice(sprintf('%g', 5e-324))
