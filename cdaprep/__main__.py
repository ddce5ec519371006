import sys

from cdaprep.cli import main

sys.exit(main())
