notice(sprintf('%b %#b %B %#B %b %#b %08b %.10b %#.10b %+b', 5, 5, 5, 5, -5, -5, -5, -5, -5, -5))
notice(sprintf('%#10b|%#010b|%-#10b|', -5, -5, 5))
