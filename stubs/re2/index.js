throw new Error('re2 is not installed (Mnemo does not use the hosting emulator)');
