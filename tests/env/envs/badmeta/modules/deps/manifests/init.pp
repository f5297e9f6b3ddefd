class deps { notice('deps') }
