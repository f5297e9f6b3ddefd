notice(sprintf('%a %a %A %a %.2a %#a %+a % a', 1.0, 0.1, 255.5, -2.0, 1.0, 1.0, 3.0, 3.0))
notice(sprintf('%20a|%-20a|%020a|', 1.0, 1.0, 1.0))
notice(sprintf('%a %.0a %.1a', 5e-324, 1.5, 1.96875))
