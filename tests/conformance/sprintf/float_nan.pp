$nan = 0.0 / 0
notice(sprintf('%f %e %+f % g %8f| %-8f| %08f|', $nan, $nan, $nan, $nan, $nan, $nan, $nan))
