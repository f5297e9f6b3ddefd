notice(@("END"/u))
\u{41}\u0042
END
