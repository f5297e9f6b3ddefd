notice(-2 * -3)
