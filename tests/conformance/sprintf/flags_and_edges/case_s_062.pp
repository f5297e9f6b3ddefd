notice(sprintf('%f', Timestamp(5)))
