notice(sprintf('%f %.1f %e %g', '3.5', '1_000.25', ' 2.5 ', '1e3'))
notice(sprintf('%.2f', '0x1A'))
