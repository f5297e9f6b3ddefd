notice(/a\/b/)
